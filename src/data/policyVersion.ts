/**
 * The version of the Privacy Policy and Terms of Use a parent agrees to at
 * sign-up (decision 028): the date both were last changed. Kept apart from
 * legal.ts so the sign-up form does not load the legal text. Raise it when
 * either document changes in a way parents must agree to again.
 */
export const POLICY_VERSION = '2026-11-25'
