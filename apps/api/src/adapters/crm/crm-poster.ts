/** One lead post to a CRM system (a channel's crmDelivery target). */
export interface CrmPost {
  channelId: number;
  domain: string;
  body: string;
  isTest: boolean;
  /** The X-Lead-Signature header, set by the signing wrapper. */
  signature?: string;
}

/** The CRM port: the embedded default keeps posts in crm_post_outbox, production posts them. */
export interface CrmPoster {
  post(post: CrmPost): Promise<void>;
}
