import { data } from 'react-router';
import type { AppServices } from '#src/app-services.server.ts';
import { CROSS_ORIGIN_MESSAGE, isFromOtherSite } from '#src/abuse/same-origin.ts';
import { blockListingSchema, resolveReportSchema } from '#src/domain/moderation/moderation-forms.ts';
import { OPERATOR_HEADERS } from './operator-access.server.ts';

/** The answer of an operator action: a notice for the page, or the field the form shows an error at. */
export type ModerationActionData = { ok: true; message: string } | { ok: false; message: string; form?: string; field?: 'reason' };

const answer = (status: number, body: ModerationActionData) => data(body, { status, headers: OPERATOR_HEADERS });

/** 'Inserat sperren' and 'Meldung erledigt' posted from the page (it works without JavaScript). */
export async function handleModerationPost(services: Pick<AppServices, 'config' | 'moderation'>, request: Request) {
  if (isFromOtherSite(request, services.config.publicUrl)) return answer(403, { ok: false, message: CROSS_ORIGIN_MESSAGE });
  const form = await request.formData();
  const formId = String(form.get('form') ?? '');
  switch (form.get('intent')) {
    case 'block': {
      const parsed = blockListingSchema.safeParse({ listingId: form.get('listingId'), reason: form.get('reason') });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return answer(400, {
          ok: false,
          message: issue?.message ?? 'Ungültige Eingabe.',
          form: formId,
          ...(issue?.path[0] === 'reason' ? { field: 'reason' as const } : {}),
        });
      }
      const result = await services.moderation.block(parsed.data);
      if (result.kind === 'not-found') return answer(404, { ok: false, message: `Inserat ${parsed.data.listingId} gibt es nicht.` });
      if (result.kind === 'already-blocked') return answer(409, { ok: false, message: `Inserat ${parsed.data.listingId} war bereits gesperrt.` });
      const closed = result.reportsClosed === 1 ? '1 Meldung' : `${result.reportsClosed} Meldungen`;
      return answer(200, { ok: true, message: `Inserat ${result.listingId} ist gesperrt; ${closed} erledigt, der Verkäufer wird per E-Mail informiert.` });
    }
    case 'resolve': {
      const parsed = resolveReportSchema.safeParse({ reportId: form.get('reportId') });
      if (!parsed.success) return answer(400, { ok: false, message: parsed.error.issues[0]?.message ?? 'Ungültige Eingabe.' });
      const result = await services.moderation.resolve(parsed.data);
      if (result.kind === 'not-open') return answer(409, { ok: false, message: `Meldung ${parsed.data.reportId} ist nicht mehr offen.` });
      return answer(200, { ok: true, message: `Meldung ${parsed.data.reportId} ist erledigt.` });
    }
    default:
      return answer(400, { ok: false, message: 'Unbekannte Aktion.' });
  }
}
