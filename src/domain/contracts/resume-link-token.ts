/** An emailed resume link's token: 32 random bytes as base64url (43 characters; decision 059). */
export const RESUME_LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;
