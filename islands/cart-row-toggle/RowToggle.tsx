import { useEffect, useState } from 'react';

export interface RowToggleProps {
	/** The row's product details (`dl.variation`), shown as the server printed them until collapsed. */
	readonly details: HTMLElement;
	/** The product's name as the row shows it: the toggle's accessible name. */
	readonly label: string;
}

/** The cart page's per-row toggle (spec §2.5): expands or collapses that row's product details. */
export function RowToggle({ details, label }: RowToggleProps): JSX.Element {
	const [expanded, setExpanded] = useState(true);

	useEffect(() => {
		details.hidden = !expanded;
	}, [details, expanded]);

	useEffect(() => () => void (details.hidden = false), [details]);

	return (
		<button
			type="button"
			className={`shop-islands-row-toggle${expanded ? ' is-expanded' : ''}`}
			aria-expanded={expanded}
			aria-controls={details.id}
			aria-label={label}
			onClick={() => setExpanded((value) => !value)}
		>
			<span aria-hidden="true" className="shop-islands-row-toggle__icon" />
		</button>
	);
}
