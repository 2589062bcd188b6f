// Written by .tools/build-sw.ts (`npm run build`): the address of the built service worker.
export const SERVICE_WORKER_FILE = "/sw-b17d823c8d93.js";
