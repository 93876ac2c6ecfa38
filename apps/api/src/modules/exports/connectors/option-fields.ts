// Fields most tools' export options share, with the messages a user reads when one is wrong.
import { z } from 'zod';

/** One of the account's own integer ids at the tool (a user, a pipeline, a stage). */
export const toolId = (what: string) =>
  z
    .number({
      // Left out ("a stage without its pipeline"): say to fill it in, not that it is not a number.
      error: (issue) =>
        issue.input === undefined
          ? `Informe ${what.charAt(0).toLowerCase()}${what.slice(1)}`
          : `${what} deve ser um número`,
    })
    .int(`${what} deve ser um número inteiro`)
    .positive(`${what} deve ser um número positivo`);

/** Only the company phones the validation found valid go to the tool. */
export const onlyValidPhones = z
  .boolean({ error: 'A opção de enviar só telefones confirmados deve ser verdadeira ou falsa' })
  .default(false);

/** A deal's value in reais ("O valor do negócio", "O valor da oportunidade"). */
export const amount = (what: string) =>
  z.number({ error: `${what} deve ser um número` }).nonnegative(`${what} não pode ser negativo`);
