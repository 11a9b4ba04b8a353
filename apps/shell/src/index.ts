// Async boundary: Module Federation negotiates the shared singletons (react, MUI modules, i18next…)
// before any of them is evaluated, so everything that imports them starts behind this import().
import('./bootstrap.tsx').catch((error: unknown) => {
  // The only failure the app cannot report itself: its own code did not arrive.
  const root = document.getElementById('root');
  if (root !== null) root.textContent = 'The console could not be loaded. Check your connection and reload the page.';
  console.error(error);
});
