import { z } from "zod";

// The number of visitors of a booking, as the booking and change forms send it: the select's text
// "1" to "4" (a plain form post) or a JSON number. Read strictly: z.coerce.number() would also take
// true (1), [2] (2), " 3 ", "2e0", "0x2" and "+2", values no form sends. The lead schema of a booking
// (lib/leads/schema.ts) and the booking form (booking-form.ts) share it: what one accepts, the other does.

export const PARTY_SIZE_MAX = 4;
export const partySizeMessage = `방문 인원은 1명부터 ${PARTY_SIZE_MAX}명까지 선택하실 수 있습니다.`;

// (Its input is unknown, like z.coerce's: it reads any outside value.)
export const partySizeSchema = z
  .unknown()
  .pipe(
    z.union(
      [
        z.number(),
        z
          .string()
          .regex(/^\d{1,2}$/)
          .transform(Number),
      ],
      { error: partySizeMessage },
    ),
  )
  .pipe(
    z
      .number()
      .int({ error: partySizeMessage })
      .min(1, { error: partySizeMessage })
      .max(PARTY_SIZE_MAX, { error: partySizeMessage }),
  );
