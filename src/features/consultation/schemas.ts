import { optionalText } from '@/features/public-forms/sanitize';
import { choice, objectRules, type Infer, type Issue } from '@/features/public-forms/rules';
import { BUDGETS, CURRENCIES, DEFAULT_CURRENCY, PROJECT_TYPES } from './options';
import { coreConsultationFields } from './quick-schema';
import { bookingFields } from '@/features/booking/fields';

// The one schema of the consultation request, used by
// the page's form and the server action, which checks the landing page's short
// form (quick-schema.ts, the same rules for its fields) against it too.

export const consultationSchema = objectRules(
  {
    ...coreConsultationFields,
    phone: optionalText(),
    company: optionalText(),
    projectType: optionalText(),
    budget: optionalText(),
    timeline: optionalText(),
    preferredCurrency: choice(CURRENCIES, DEFAULT_CURRENCY, 'Please choose a currency'),
    // an optional time for the call, booked with the request (features/booking)
    ...bookingFields,
  },
  (v) => {
    // options belong to the chosen service and currency; anything else was not offered
    const issues: Issue[] = [];
    if (v.projectType && !PROJECT_TYPES[v.selectedService].some((o) => o.value === v.projectType)) {
      issues.push({ path: ['projectType'], message: 'Please choose a project type from the list' });
    }
    if (v.budget && !BUDGETS[v.preferredCurrency].some((o) => o.value === v.budget)) {
      issues.push({ path: ['budget'], message: 'Please choose a budget from the list' });
    }
    return issues;
  },
);

export type ConsultationInput = Infer<typeof consultationSchema>;
