import { describe, expect, it } from 'vitest';
import { orderContract, orderContractVoidText, orderSentToast } from './order-contract';

describe('orderContract', () => {
  it('says nothing of a choice not sent', () => {
    expect(
      orderContract({ status: 'selected', contract_signed_at: null, contract_signed_by: null }, true),
    ).toBeNull();
  });

  it('asks the owner to sign a sent order, and tells the others it awaits them', () => {
    expect(
      orderContract({ status: 'requested', contract_signed_at: null, contract_signed_by: null }, true),
    ).toEqual({ kind: 'sign' });
    expect(
      orderContract({ status: 'requested', contract_signed_at: null, contract_signed_by: null }, false),
    ).toEqual({
      kind: 'awaiting',
      text: 'Contrato aguardando a assinatura do proprietário da conta',
    });
  });

  it.each([true, false])('says when it was signed (owner: %s)', (isOwner) => {
    expect(
      orderContract(
        {
          status: 'requested',
          contract_signed_at: '2026-11-30T15:00:00Z',
          contract_signed_by: 'Olívia Souza',
        },
        isOwner,
      ),
    ).toEqual({
      kind: 'signed',
      text: 'Contrato assinado em 30/11/2026 por Olívia Souza',
      askHandoff: false,
    });
  });

  it('asks for the handoff once signed, when the account has none and the reader may write it', () => {
    const signed = {
      status: 'requested',
      contract_signed_at: '2026-11-30T15:00:00Z',
      contract_signed_by: 'Olívia Souza',
    } as const;
    expect(orderContract(signed, true, true)).toMatchObject({ kind: 'signed', askHandoff: true });
    expect(
      orderContract({ ...signed, contract_signed_at: null, contract_signed_by: null }, true, true),
    ).toEqual({ kind: 'sign' });
  });
});

describe('orderContractVoidText', () => {
  it('says a signed contract no longer holds once its order goes, and nothing while unsigned', () => {
    expect(
      orderContractVoidText({
        contract_signed_at: '2026-11-30T15:00:00Z',
        contract_signed_by: 'Olívia Souza',
      }),
    ).toBe('O contrato assinado em 30/11/2026 por Olívia Souza deixa de valer.');
    expect(orderContractVoidText({ contract_signed_at: null, contract_signed_by: null })).toBeNull();
  });
});

describe('orderSentToast', () => {
  it('keeps the server’s message first', () => {
    expect(orderSentToast('Pedido de assinatura feito com sucesso!')).toBe(
      'Pedido de assinatura feito com sucesso! Próximo passo: assinar o contrato, no aviso do pedido.',
    );
  });
});
