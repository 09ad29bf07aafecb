export {
  useDeleteWebhooksByIdMutation,
  useGetWebhooksByIdDeliveriesQuery,
  useGetWebhooksQuery,
  usePatchWebhooksByIdMutation,
  usePostWebhookDeliveriesByIdRedeliverMutation,
  usePostWebhooksMutation,
} from '../../generated-api';
