// Async boundary: shared modules must be negotiated before any of them is used.
import('./bootstrap.tsx');
