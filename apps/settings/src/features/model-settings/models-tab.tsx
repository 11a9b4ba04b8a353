import { ClaudeSection } from './components/claude-section.tsx';
import { GeminiSection } from './components/gemini-section.tsx';
import { GlobalSection } from './components/global-section.tsx';

/** The Models tab (SET-051): global, Gemini and Claude sections. */
export default function ModelsTab() {
  return (
    <>
      <GlobalSection />
      <GeminiSection />
      <ClaudeSection />
    </>
  );
}
