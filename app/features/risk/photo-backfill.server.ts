// The photos of ads posted before the risk check kept photo hashes wait in a
// backlog (migration 0043) until the hourly cron hashes them: each read from
// R2 and hashed through the Images binding as an upload is
// (photo-hash.server.ts), its bands kept as the editor keeps a new photo's,
// so a copy of an older ad's photo is caught before that ad is ever edited.
// Bounded a run: one read of the backlog, PHOTO_BACKFILL.photosPerRun photos
// (an R2 read and an Images call each, a few at a time) and one batch of
// writes. A photo the binding fails on is tried again on the next runs, then
// dropped; one gone from R2 or without structure is done with no hash.
//
//   hashOlderPhotos({ db, bucket, images }) → photos done this run (0 once the backlog is empty, or without the binding)
import type { Database } from "~/server/db-session.server";
import { keepWaitingPhotos, waitingPhotos, type WaitingPhoto } from "~/features/risk/queries.server";
import { photoHashOrThrow, type Transformer } from "~/features/risk/photo-hash.server";
import { photoBands } from "~/features/risk/signals";

export const PHOTO_BACKFILL = {
  /** Photos one run hashes: two service calls each, well inside a run's limits. */
  photosPerRun: 200,
  /** Photos read and hashed at the same time. */
  atOnce: 8,
  /** Runs a photo the binding fails on is tried in before it is dropped. */
  tries: 3,
} as const;

type Outcome = { photo: WaitingPhoto; hash: string | null } | { photo: WaitingPhoto; failed: true };

async function hashOne(bucket: R2Bucket, images: Transformer, photo: WaitingPhoto): Promise<Outcome> {
  try {
    const object = await bucket.get(photo.image_path);
    if (!object) return { photo, hash: null };
    return { photo, hash: await photoHashOrThrow(images, new Uint8Array(await object.arrayBuffer())) };
  } catch (error) {
    console.error(`[souq] an older photo's hash failed (${photo.image_path}), tried again next run: ${error instanceof Error ? error.message : String(error)}`);
    return { photo, failed: true };
  }
}

export async function hashOlderPhotos(
  { db, bucket, images }: { db: Database; bucket?: R2Bucket; images?: Transformer },
  limit: number = PHOTO_BACKFILL.photosPerRun,
): Promise<number> {
  // Without the bucket or the binding nothing can be hashed: the backlog waits for a run that has them.
  if (!bucket || !images) return 0;
  const photos = await waitingPhotos({ db }, limit);
  if (!photos.length) return 0;
  const outcomes: Outcome[] = [];
  for (let start = 0; start < photos.length; start += PHOTO_BACKFILL.atOnce)
    outcomes.push(...(await Promise.all(photos.slice(start, start + PHOTO_BACKFILL.atOnce).map((photo) => hashOne(bucket, images, photo)))));
  const failed = outcomes.filter((outcome): outcome is Extract<Outcome, { failed: true }> => "failed" in outcome);
  const given = failed.filter((outcome) => outcome.photo.tries + 1 >= PHOTO_BACKFILL.tries);
  const hashed = outcomes.flatMap((outcome) =>
    "hash" in outcome && outcome.hash ? [{ photo: outcome.photo, hash: outcome.hash, bands: photoBands(outcome.hash) }] : [],
  );
  await keepWaitingPhotos(
    { db },
    {
      hashed,
      done: [...outcomes.filter((outcome) => "hash" in outcome), ...given].map((outcome) => outcome.photo.image_id),
      failed: failed.filter((outcome) => !given.includes(outcome)).map((outcome) => outcome.photo.image_id),
    },
  );
  return photos.length - failed.length + given.length;
}
