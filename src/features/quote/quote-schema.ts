import { object, string } from 'yup';

/** The visitor's name and city under the quote list: both required, each with its message. */
const quoteFormMessages = {
  nameRequired: 'Ingrese su nombre',
  cityRequired: 'Ingrese su ciudad',
  tooLong: 'Máximo 80 caracteres',
} as const;

export const quoteFormSchema = object({
  name: string().trim().required(quoteFormMessages.nameRequired).max(80, quoteFormMessages.tooLong),
  city: string().trim().required(quoteFormMessages.cityRequired).max(80, quoteFormMessages.tooLong),
});

export interface QuoteFormValues {
  name: string;
  city: string;
}
