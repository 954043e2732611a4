/** DESIGN §10: stable demo accounts that tests and docs rely on. */
export const DEMO_PASSWORD = 'Kontor!2026';

export const DEMO_BUYER = { email: 'buyer@kontor.test', nickname: 'Anna' } as const;
export const DEMO_BUYER2 = { email: 'buyer2@kontor.test', nickname: 'Ben' } as const;
/** A buyer without orders whose password the reset journey changes (issue 15): no other journey signs in as it. */
export const DEMO_BUYER3 = { email: 'buyer3@kontor.test', nickname: 'Clara' } as const;
/** A buyer whose merchant application waits for the operator's review (issue 17). */
export const DEMO_APPLICANT = { email: 'applicant@kontor.test', nickname: 'Paula' } as const;
export const DEMO_OPERATOR = { email: 'admin@kontor.test', nickname: 'Operator' } as const;
export const DEMO_SELLER_COUNT = 6;
export const sellerEmail = (n: number) => `seller${n}@kontor.test`;

export const DEMO_LOGINS = {
  password: DEMO_PASSWORD,
  accounts: [
    { role: 'demo buyer', login: DEMO_BUYER.email },
    { role: 'second buyer', login: DEMO_BUYER2.email },
    { role: 'third buyer (password reset journey)', login: DEMO_BUYER3.email },
    { role: 'sellers', login: `${sellerEmail(1)} … ${sellerEmail(DEMO_SELLER_COUNT)}` },
    { role: 'operator', login: DEMO_OPERATOR.email },
    { role: 'merchant applicant (application under review)', login: DEMO_APPLICANT.email },
  ],
};
