import { isArgumentElement, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** Every argument a message reads, inside its plural and select branches too. */
export const argumentsOf = (elements: MessageFormatElement[]): string[] =>
  elements.flatMap((element) => {
    if (isArgumentElement(element)) return [element.value];
    if (!('options' in element)) return [];
    const branches = Object.values(element.options) as { value: MessageFormatElement[] }[];
    return [element.value, ...branches.flatMap((branch) => argumentsOf(branch.value))];
  });

/** The sorted names an ICU message reads (it throws when the message is no valid ICU). */
export const messageArguments = (message: string): string[] => [...new Set(argumentsOf(parse(message)))].sort();
