/*
 * The demo catalogue: procedural pictures (art/), demo texts (content/) and the code that stores
 * them (demo.ts). Not part of the server's runtime: the server imports this front door only with
 * a dynamic import, when it finds an empty catalogue or a missing site picture
 * (src/server/bootstrap.ts), and the server build emits it as its own file,
 * dist/server/demo-catalogue.mjs (scripts/build-server.mjs).
 */
export { seedDemo, seedScale, seedSiteMedia } from './demo';
