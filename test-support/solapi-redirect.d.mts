export function redirectSolapiTo(origin: string): Promise<() => void>;
