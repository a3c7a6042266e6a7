import { Link } from "react-router";
import { CheckList } from "~/components/ui/check-list";
import { Icon } from "~/components/ui/icons";
import { offerPage } from "~/content/pages/offer";

/** The three services as cards with a 'Lees meer' link (/aanbod and /landing). */
export function ServiceCards({ headingLevel, className }: { headingLevel: "h2" | "h3"; className: string }) {
  const Heading = headingLevel;
  return (
    <ul className={className}>
      {offerPage.services.map((service) => (
        <li key={service.path} className="flex flex-col rounded-2xl bg-white p-7 shadow-sm ring-1 ring-sand-200 sm:p-8">
          <Heading className="text-2xl font-semibold">{service.title}</Heading>
          <p className="mt-4 text-lg leading-relaxed">{service.text}</p>
          <CheckList items={service.points} className="mt-6 grow space-y-3" />
          <Link
            to={service.path}
            className="mt-8 inline-flex items-center gap-2 self-start font-semibold text-pine-700 underline decoration-pine-300 underline-offset-4 hover:decoration-pine-700"
          >
            {offerPage.moreLabel}
            <span className="sr-only"> over {service.title}</span>
            <Icon name="arrowRight" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
