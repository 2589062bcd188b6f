// The copy of a page the service worker keeps for when there is no connection
// is asked for with this request header: the root renders that copy with its
// "may be out of date" line shown (it is only ever shown as a kept copy), and
// the edge cache neither answers nor stores such a request. Shared by the
// server and the worker (app/sw), so it imports nothing.
export const KEPT_COPY_HEADER = "X-Souq-Kept-Copy";
