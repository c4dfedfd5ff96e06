/**
 * A Stripe webhook event as Stripe sends it: the JSON body and a `Stripe-Signature` header made
 * by the SDK's own test helper with the endpoint's signing secret.
 */
export declare function signedEvent(secret: string, type: string, object: Record<string, unknown>, id?: string): {
    id: string;
    body: string;
    signature: string;
};
/** A completed Checkout Session of a subscription, for a user and level. */
export declare function checkoutCompleted(userId: string, level: string, subscription: string): {
    id: string;
    object: string;
    mode: string;
    client_reference_id: string;
    customer: string;
    subscription: string;
    payment_status: string;
    status: string;
    metadata: {
        userId: string;
        level: string;
    };
};
