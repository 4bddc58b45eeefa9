import { z } from "zod";

/** A Korean mobile number, digits only (the only kind of number a visitor books with). */
export const mobileNumberSchema = z
  .string()
  .transform((v) => v.replace(/[\s-]/g, ""))
  .pipe(
    z.string().regex(/^01[016789]\d{7,8}$/, { message: "휴대전화 번호를 정확히 입력해 주세요 (예: 010-1234-5678)" }),
  );
