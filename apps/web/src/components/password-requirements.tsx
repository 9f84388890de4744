import { passwordChecks, PASSWORD_REQUIREMENTS } from '@app/contracts';

/** The live list under a new password: each requirement ticks as it is met. */
export function PasswordRequirements({ password, id }: { password: string; id: string }) {
  const checks = passwordChecks(password);
  return (
    <ul id={id} aria-label="Password requirements" className="flex flex-col gap-1 text-sm">
      {PASSWORD_REQUIREMENTS.map((requirement) => {
        const met = checks[requirement.id];
        return (
          <li key={requirement.id} className={met ? 'text-green-700' : 'text-slate-600'}>
            <span aria-hidden className="mr-2 inline-block w-4 text-center">
              {met ? '✓' : '•'}
            </span>
            {requirement.label}
            <span className="sr-only">{met ? ' (met)' : ' (not met)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
