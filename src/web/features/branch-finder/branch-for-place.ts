import { API } from '#domain/contracts/wire.ts';
import type { BranchForPlace } from '#domain/contracts/branches.ts';
import { callApi } from '#web/api/call.ts';
import { answerOf, branchContracts } from './branch-data.ts';

/**
 * The branch nearest to a town, suburb or locality the address data knows ("Queenstown",
 * "Ōtautahi"), from the server's place list; null when it knows no such place.
 */
export async function branchForPlace(place: string): Promise<BranchForPlace['branch']> {
  const outcome = await callApi(API.branchForPlace, {
    query: new URLSearchParams({ place }),
    answers: () => branchContracts().then((c) => c.branchForPlaceContract.response),
  });
  return (await answerOf(API.branchForPlace.path, outcome)).branch;
}
