import {
  API_ENDPOINTS,
  KYC_CONTENT_TYPES,
  KYC_DOCUMENT_MAX_BYTES,
  type KycContentType,
  type KycDocumentKind,
  type KycStatus,
} from '@lale/contracts';
import { call } from '../../lib/api/index.ts';

/** The identity verification calls (GET kyc/status, POST kyc/document, POST kyc/submit). */

export type { KycStatus };

export const KYC_STATUS_QUERY_KEY = ['kyc', 'status'] as const;

export async function fetchKycStatus(signal?: AbortSignal): Promise<KycStatus> {
  return (await call(API_ENDPOINTS.kycStatus, {}, { signal })).data;
}

/** Why a file cannot be sent, before it is read: its type or its size; null when it can. */
export function fileProblem(file: File): 'fileType' | 'fileTooLarge' | null {
  if (!(KYC_CONTENT_TYPES as readonly string[]).includes(file.type)) return 'fileType';
  if (file.size > KYC_DOCUMENT_MAX_BYTES) return 'fileTooLarge';
  return null;
}

/** The file's bytes as base64 (what the contract takes). */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode with millions of arguments would overflow the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** Uploads one document; answers the server's sentence. */
export async function uploadDocument(kind: KycDocumentKind, file: File): Promise<string> {
  const answer = await call(API_ENDPOINTS.kycUpload, {
    kind,
    contentType: file.type as KycContentType,
    data: await base64Of(file),
  });
  return answer.message;
}

/** Sends the documents for review; answers the server's sentence. */
export async function submitForReview(): Promise<string> {
  return (await call(API_ENDPOINTS.kycSubmit, {})).message;
}
