import { advertisements } from "~/db/schema";
import { AppError } from "~/lib/app-error.server";
import { getDb } from "~/lib/db/client.server";
import { registerImages } from "~/lib/media/image-records.server";
import type { StoredImage } from "~/lib/media/responsive";
import { storeUploadedImage } from "~/lib/media/uploaded-image.server";
import { sendMail } from "~/lib/mail/send-mail.server";
import { generalErrors } from "~/lib/messages/error-pages";
import { validation } from "~/lib/messages/validation";
import { publicBaseUrl } from "~/lib/public-url.server";
import type { StorageAdapter } from "~/lib/storage/storage.server";
import { AD_IMAGE_MAX_BYTES, AD_IMAGE_MAX_MB, type AdApplication } from "./ad-application-schema";
import { adRequestReceivedMail } from "./ad-mails";
import { currentAdPrices } from "./ad-prices.server";
import { monthlyCostFor } from "./ad-pricing";
import { adFieldMessages, adToasts } from "./messages";
import { slotConflict, TOP_PROVIDER_SLOTS } from "./top-provider-slots.server";
import { adPriceCopy } from "./messages";
import { formatCalendarDate } from "~/lib/dates";

/** How wide each upload is kept: logos are small, banners span the page. */
const IMAGE_WIDTH = { logo: 512, bannerImage: 1600 } as const;
export type AdImageField = keyof typeof IMAGE_WIDTH;

/**
 * A logo or banner through the image pipeline, before the application's transaction.
 * An empty file input posts an empty file: that is no upload.
 */
export async function storeAdImage(options: {
  field: AdImageField;
  file: File | null;
  storage?: StorageAdapter;
}): Promise<StoredImage | null> {
  const { field, file, storage } = options;
  if (!file || file.size === 0) return null;
  if (file.size > AD_IMAGE_MAX_BYTES) {
    throw new AppError("fileSize", {
      message: generalErrors.fileSize,
      fieldErrors: { [field]: [validation.fileSize(AD_IMAGE_MAX_MB)] },
    });
  }
  const image = await storeUploadedImage({
    bytes: Buffer.from(await file.arrayBuffer()),
    maxWidth: IMAGE_WIDTH[field],
    prefix: "ads",
    ...(storage ? { storage } : {}),
  });
  if (!image) {
    throw new AppError("fileType", {
      message: generalErrors.fileType,
      fieldErrors: { [field]: [adFieldMessages.imageInvalid] },
    });
  }
  return image;
}

/**
 * Records a request to advertise (spec 001 §5, issue 16): pending, unpaid, with the
 * monthly cost of its plan or placement at today's prices (a later price change never
 * alters it), and queues the business's confirmation e-mail in the same transaction.
 * `userId` links it to the signed-in person who applied, if any. A top provider whose
 * dates have a day with all 10 places sold is refused, saying when one frees (issue 30
 * §3.5); the place itself is taken only at approval.
 */
export async function applyForAdvertisement(options: {
  input: AdApplication;
  userId: string | null;
  logo: StoredImage | null;
  banner: StoredImage | null;
}) {
  const { input, userId, logo, banner } = options;
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (input.advertisementType === "top_providers") {
      const conflict = await slotConflict(tx, { span: input, today: input.startDate });
      if (conflict) {
        const message = adPriceCopy.noSlot(
          TOP_PROVIDER_SLOTS,
          formatCalendarDate(conflict.fullDay),
          formatCalendarDate(conflict.nextFree),
        );
        throw new AppError("validation", {
          message: { title: adToasts.submissionFailed.title, message },
          fieldErrors: { startDate: [message] },
        });
      }
    }
    const monthlyCost = monthlyCostFor(await currentAdPrices(tx), input);
    await registerImages(
      tx,
      [logo, banner].filter((i): i is StoredImage => !!i),
      userId,
    );
    const [ad] = await tx
      .insert(advertisements)
      .values({
        ...input,
        userId,
        logoKey: logo?.key ?? null,
        bannerImageKey: banner?.key ?? null,
        monthlyCost,
        status: "pending",
        paymentStatus: "pending",
      })
      .returning();
    await sendMail(
      {
        to: ad!.businessEmail,
        ...adRequestReceivedMail.render({
          origin: publicBaseUrl(),
          contactPerson: ad!.contactPerson,
          businessName: ad!.businessName,
          title: ad!.title,
          startDate: ad!.startDate,
          endDate: ad!.endDate,
          monthlyCost,
        }),
      },
      tx,
    );
    return ad!;
  });
}
