import { API } from '#domain/contracts/wire.ts';
import { callApi } from '#web/api/call.ts';
import { staffOutcome } from './api.ts';

const contracts = () => import('#domain/contracts/hardship.ts');

/** The workspace's hardship applications (issue 32). */
export const fetchHardshipList = () =>
  callApi(API.staffHardshipList, {
    answers: () => contracts().then((c) => c.staffHardshipListContract.response),
  });

export const fetchHardship = (reference: string) =>
  callApi(API.staffHardship, {
    params: { reference },
    answers: () => contracts().then((c) => c.staffHardshipContract.response),
  });

/** The information the officer asked for came (s 57A): the decision's clock runs again. */
export const recordInformationReceived = async (reference: string, version: number) =>
  staffOutcome(
    await callApi(API.staffHardshipAction, {
      params: { reference },
      body: { action: 'information-received', version },
    }),
  );
