// The build entry of a Module Federation remote. A remote has no page of its own: the shell loads
// its container (remoteEntry) and asks for the exposed `./routes` module (src/expose/routes.tsx).
export {};
