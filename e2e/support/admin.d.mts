export declare const adminEmail: string;
export declare const adminPassword: string;
export declare const adminPasswordHash: string;
