/** The business's public details, fixed at build time (see vite.config.ts). */
export interface BusinessInfo {
  businessName: string;
  phone: string;
  email: string;
  address: {
    street: string;
    city: string;
    state: string;
    zip: string;
  };
  bookingUrl: string;
  videoUrl: string;
  /** Origin of the public site without a trailing slash; canonical URLs start with it. */
  publicBaseUrl: string;
  facebookUrl: string;
}
