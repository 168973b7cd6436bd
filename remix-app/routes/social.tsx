// SPEC: /feed and /social are the same screen.
export { default, loader, meta } from "./feed";
