// `npx tsx .tools/vapid-keys.ts`: a new VAPID key pair for Web Push (features/push), printed as
// the two settings the Worker reads. Locally `npm start` makes a pair of its own in .dev.vars; a
// deployed site gets its own pair as secrets (README.md, "Web Push"):
//   npx wrangler secret put VAPID_PUBLIC_KEY
//   npx wrangler secret put VAPID_PRIVATE_KEY
// Keep the pair: browsers subscribed with the public key, and a new pair means every device must
// turn notifications on again.
import { vapidKeyPair } from "./run";

const keys = vapidKeyPair();
console.log(`VAPID_PUBLIC_KEY=${keys.publicKey}`);
console.log(`VAPID_PRIVATE_KEY=${keys.privateKey}`);
