// Written by .tools/build-sw.ts (`npm run build`): the address of the built service worker.
export const SERVICE_WORKER_FILE = "/sw-86f1cbe0d42c.js";
