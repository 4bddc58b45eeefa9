// The administrator the browser tests sign in as. serve.mjs gives the test server these
// credentials (the hash printed by `npm run hash-password` for this password).
export const adminEmail = "admin@example.com";
export const adminPassword = "e2e-관리자-비밀번호!";
export const adminPasswordHash = "scrypt$32768$8$1$HHn1wTe8GdSTjsHbnWEWZw$FRHBJNNKtPBdP3dZvsyo_ZXCC7M8IIhAXrE75e-2b4g";
