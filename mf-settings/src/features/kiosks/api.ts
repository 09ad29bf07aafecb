export { useGetKiosksQuery, usePostKiosksMutation, useDeleteKiosksByIdMutation } from '../../generated-api';
