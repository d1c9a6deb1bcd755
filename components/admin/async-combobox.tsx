"use client";

import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { CheckIcon, ChevronsUpDownIcon } from "lucide-react";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { apiRequest } from "@/lib/api-client";
import { optionSearchParams, type Option } from "@/lib/options";
import { cn } from "@/lib/utils";

/** How long typing must pause before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 200;

const TEXT = {
  search: "Buscar...",
  searching: "Buscando...",
  noMatch: "Sin resultados",
  failed: "No se pudieron cargar las opciones",
  resolving: "Cargando...",
  options: "Opciones",
} as const;

export type AsyncComboboxProps = {
  /** The trigger's id: a `<label htmlFor>` with it names the combobox and opens it when clicked. */
  id: string;
  /** GET endpoint answering `{ options }` for `?q=` (search) and `?id=` (labels of chosen values). */
  endpoint: string;
  /** What the list is of, for assistive technology (the field's label). */
  label?: string;
  /** The chosen value, "" for none yet. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** What the trigger shows while nothing is chosen. */
  placeholder: string;
  /** What the list shows when even the empty search finds nothing (no rows at all). */
  emptyText?: string;
  /** A choice that is not a row (e.g. "Sin inversor"), listed first. */
  noneOption?: Option;
  /** Labels the caller already knows (the edited row's), shown at once without a request. */
  known?: Option[];
  /** The label of a chosen value the endpoint no longer knows. */
  unknownLabel?: string;
  invalid?: boolean;
  /** Ids of the field's help text and error (aria-describedby). */
  describedBy?: string;
  required?: boolean;
  className?: string;
};

type Results = { q: string; options: Option[] } | { q: string; failed: true };

/**
 * A picker over a server-side search: a trigger with the chosen label, and on open a popover with a
 * search box and a listbox of at most a page of options, fetched as the admin types (debounced, the
 * previous request cancelled). Keyboard: arrows move, Enter chooses, Escape closes.
 */
export function AsyncCombobox({
  id,
  endpoint,
  label = TEXT.options,
  value,
  onChange,
  onBlur,
  placeholder,
  emptyText = TEXT.noMatch,
  noneOption,
  known = [],
  unknownLabel = "Opción desconocida",
  invalid = false,
  describedBy,
  required,
  className,
}: AsyncComboboxProps) {
  const listboxId = useId();
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState("");
  const [results, setResults] = useState<Results | null>(null);
  const [active, setActive] = useState(0);
  /** Labels learnt from choices and from `?id=` lookups. */
  const [labels, setLabels] = useState<Record<string, string>>({});
  /** The empty search found nothing: there are no rows to choose from at all. */
  const [nothingAtAll, setNothingAtAll] = useState(false);

  const chosenLabel = !value
    ? undefined
    : value === noneOption?.value
      ? noneOption.label
      : (labels[value] ?? known.find((option) => option.value === value)?.label);

  // Search while open: at once for the empty text, after a pause while typing; a newer search or
  // closing cancels the request in flight.
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const timer = window.setTimeout(
      async () => {
        try {
          const { options } = await apiRequest<{ options: Option[] }>("GET", `${endpoint}?${optionSearchParams({ q })}`, undefined, {
            signal: controller.signal,
          });
          setResults({ q, options });
          if (q === "") setNothingAtAll(options.length === 0);
        } catch {
          if (!controller.signal.aborted) setResults({ q, failed: true });
        }
      },
      q === "" ? 0 : SEARCH_DEBOUNCE_MS,
    );
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [open, q, endpoint]);

  // A value chosen elsewhere (an edited row) whose label nobody gave us: ask the endpoint by id.
  useEffect(() => {
    if (!value || chosenLabel !== undefined) return;
    const controller = new AbortController();
    apiRequest<{ options: Option[] }>("GET", `${endpoint}?${optionSearchParams({ ids: [value] })}`, undefined, {
      signal: controller.signal,
    })
      .then(({ options }) => setLabels((current) => ({ ...current, [value]: options[0]?.label ?? unknownLabel })))
      .catch(() => {
        // Aborted, or the lookup failed: the trigger keeps saying it is loading the label.
      });
    return () => controller.abort();
  }, [value, chosenLabel, endpoint, unknownLabel]);

  const current = results?.q === q ? results : null;
  const found = current && "options" in current ? current.options : [];
  const needle = q.trim().toLowerCase();
  const showNone = noneOption && (needle === "" || noneOption.label.toLowerCase().includes(needle));
  const items = [...(showNone ? [noneOption] : []), ...found];
  const activeIndex = Math.min(active, items.length - 1);
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  useEffect(() => {
    if (open && activeIndex >= 0) document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: "nearest" });
  });

  function openChange(next: boolean) {
    if (next) {
      setQ("");
      setResults(null);
      setActive(0);
    } else {
      onBlur?.();
    }
    setOpen(next);
  }

  function choose(option: Option) {
    setLabels((current) => ({ ...current, [option.value]: option.label }));
    onChange(option.value);
    openChange(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (items.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((Math.max(activeIndex, 0) + step + items.length) % items.length);
    } else if (event.key === "Home" || event.key === "End") {
      if (items.length === 0) return;
      event.preventDefault();
      setActive(event.key === "Home" ? 0 : items.length - 1);
    } else if (event.key === "Enter") {
      event.preventDefault();
      const option = items[activeIndex];
      if (option) choose(option);
    }
    // Escape: the popover closes itself and gives the focus back to the trigger.
  }

  let status: string | null = null;
  if (!current) status = TEXT.searching;
  else if ("failed" in current) status = TEXT.failed;
  else if (found.length === 0) status = q.trim() === "" ? emptyText : TEXT.noMatch;

  const triggerText = chosenLabel ?? (value ? TEXT.resolving : nothingAtAll ? emptyText : placeholder);

  return (
    <Popover open={open} onOpenChange={openChange} modal>
      <PopoverTrigger asChild>
        <button
          id={id}
          type="button"
          role="combobox"
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          aria-required={required}
          data-placeholder={chosenLabel === undefined ? "" : undefined}
          className={cn(
            "flex h-9 w-full items-center justify-between gap-2 rounded-md border border-input bg-transparent px-3 py-2 text-left text-sm whitespace-nowrap shadow-xs transition-[color,box-shadow] outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 data-[placeholder]:text-muted-foreground dark:bg-input/30 dark:hover:bg-input/50 dark:aria-invalid:ring-destructive/40",
            className,
          )}
        >
          <span className="truncate">{triggerText}</span>
          <ChevronsUpDownIcon aria-hidden className="size-4 shrink-0 opacity-50" />
        </button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-(--radix-popover-trigger-width) min-w-64 p-0">
        <input
          type="text"
          role="combobox"
          aria-label={TEXT.search}
          aria-expanded
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          placeholder={TEXT.search}
          autoComplete="off"
          value={q}
          onChange={(event) => {
            setQ(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          className="h-9 w-full border-b bg-transparent px-3 text-sm outline-none placeholder:text-muted-foreground"
        />
        <div className="max-h-64 overflow-y-auto p-1">
          <div role="listbox" id={listboxId} aria-label={label} aria-busy={!current}>
            {items.map((option, index) => (
              <div
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={option.value === value}
                data-active={index === activeIndex ? "" : undefined}
                onMouseMove={() => index !== activeIndex && setActive(index)}
                onClick={() => choose(option)}
                className="relative flex cursor-default items-center gap-2 rounded-sm py-1.5 pr-8 pl-2 text-sm select-none data-[active]:bg-accent data-[active]:text-accent-foreground"
              >
                <span className="truncate">{option.label}</span>
                {option.value === value && <CheckIcon aria-hidden className="absolute right-2 size-4" />}
              </div>
            ))}
          </div>
          <div role="status" aria-live="polite" className="px-2 py-1.5 text-sm text-muted-foreground empty:hidden">
            {status}
          </div>
        </div>
      </PopoverContent>
    </Popover>
  );
}
