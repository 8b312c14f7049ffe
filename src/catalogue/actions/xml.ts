/**
 * XML actions: readers for the Brazilian fiscal documents (NF-e and NFC-e,
 * NFS-e, CT-e) that return their main fields as an Object, plus XPath queries
 * and XML-to-JSON conversion for any other XML. Field names of the results are
 * English; each description names the tag of the official layout it comes from.
 */
import {defineGroup} from '../define';

const fileNotFound = {
  code: 'XML_FILE_NOT_FOUND',
  message: 'XML file [file] was not found on the Client machine.',
  when: 'The path is wrong, or the step that saved the file (Save attachments, or Download file of the Browser or FTP group) failed or saved it elsewhere.',
  fix: 'Use the path the saving step returned, and check it with Get file details.',
} as const;

const invalidXml = {
  code: 'XML_INVALID',
  message: 'File [file] is not well-formed XML: [reason] at line [line].',
  when: 'The file is cut short (an interrupted download), is a PDF or HTML page saved with an .xml name, or was changed by hand.',
  fix: 'Open the file in a text editor to see what it holds, and download or save it again.',
} as const;

const wrongDocument = {
  code: 'XML_WRONG_DOCUMENT',
  message: 'File [file] is not a [expected] document: its root element is [root].',
  when: 'The file is another document: an event (cancellation, correction letter) instead of the document, another fiscal document type, or an unrelated XML.',
  fix: 'Filter the files before reading (NF-e files usually end in `-nfe.xml`, events in `-procEventoNFe.xml`), and read events with Get fields.',
} as const;

const invalidAccessKey = {
  code: 'XML_INVALID_ACCESS_KEY',
  message: 'Access key [accessKey] in [file] is not valid: [reason].',
  when: 'The 44-digit access key has a wrong check digit or does not match the document data (state, issue month, CNPJ, model, series, number), a sign of a hand-edited or forged file.',
  fix: 'Look the key up on the SEFAZ portal, and ask the issuer for the original file; turn off Validate access key only for test files.',
} as const;

const notAuthorized = {
  code: 'XML_NOT_AUTHORIZED',
  message: 'Document [accessKey] has no authorization: status [status].',
  when: 'Require authorization is on and the file has no SEFAZ authorization protocol (a signed but unsent document) or its status is not 100 (authorized).',
  fix: 'Ask the issuer for the distribution XML (with the protocol), or check the document status on the SEFAZ portal before paying it.',
} as const;

const file = (example: string) =>
  ({
    key: 'file',
    label: 'XML file',
    type: 'File',
    required: true,
    description: 'The path of the XML file on the Client machine.',
    example,
  }) as const;

const validateAccessKey = {
  key: 'validateAccessKey',
  label: 'Validate access key',
  type: 'Boolean',
  required: false,
  default: true,
  description: 'Check the check digit of the access key and that it matches the document data.',
} as const;

const requireAuthorization = {
  key: 'requireAuthorization',
  label: 'Require authorization',
  type: 'Boolean',
  required: false,
  default: false,
  description:
    'Fail unless the file carries the SEFAZ authorization protocol with status 100. Turn on before posting or paying a document.',
} as const;

const authorization = {
  key: 'authorization',
  type: 'Object',
  description:
    'The SEFAZ authorization protocol: `protocol` (nProt), `status` (cStat, 100 when authorized), `reason` (xMotivo) and `date` (dhRecbto). Empty when the file has no protocol.',
} as const;

export default defineGroup('xml', [
  {
    id: 'xml.readNFe',
    minClient: '4.0',
    title: 'Read NF-e',
    summary:
      'Reads an NF-e or NFC-e XML file and returns its main fields (access key, issuer, recipient, items, totals) as an Object.',
    inputs: [
      file('C:\\Tucano\\NFe\\Recebidas\\35240412345678000195550010000045121107474395-nfe.xml'),
      validateAccessKey,
      requireAuthorization,
    ],
    outputs: [
      {
        name: 'nfe',
        type: 'Object',
        description: 'The main fields of the NF-e.',
        fields: [
          {
            key: 'accessKey',
            type: 'Text',
            description:
              'The 44-digit chave de acesso, such as `35240412345678000195550010000045121107474395` (Id of infNFe without the `NFe` prefix).',
          },
          {key: 'model', type: 'Text', description: '`55` for NF-e, `65` for NFC-e (mod).'},
          {key: 'series', type: 'Text', description: 'The series (serie).'},
          {key: 'number', type: 'Text', description: 'The invoice number (nNF).'},
          {key: 'issueDate', type: 'Date', description: 'Date and time of issue (dhEmi).'},
          {
            key: 'operationNature',
            type: 'Text',
            description: 'The natureza da operação, such as `Venda de mercadoria` (natOp).',
          },
          {
            key: 'direction',
            type: 'Text',
            description: '`0` for an inbound (entrada) and `1` for an outbound (saída) document (tpNF).',
          },
          {
            key: 'issuer',
            type: 'Object',
            description:
              'The emitente (emit): `cnpj` (or `cpf`), `name` (xNome), `tradeName` (xFant), `stateRegistration` (IE), `city`, `state` (UF).',
          },
          {
            key: 'recipient',
            type: 'Object',
            description:
              'The destinatário (dest): `cnpj` or `cpf`, `name`, `stateRegistration`, `email`, `city`, `state`.',
          },
          {
            key: 'items',
            type: 'List',
            description:
              'One Object per product line (det): `code` (cProd), `description` (xProd), `ncm`, `cfop`, `unit` (uCom), `quantity` (qCom), `unitPrice` (vUnCom), `total` (vProd).',
          },
          {key: 'totalValue', type: 'Number', description: 'The valor total da nota (vNF).'},
          {
            key: 'totals',
            type: 'Object',
            description:
              'The other totals of ICMSTot: `products` (vProd), `discount` (vDesc), `freight` (vFrete), `icmsBase` (vBC), `icms` (vICMS), `icmsSt` (vST), `ipi` (vIPI), `pis` (vPIS), `cofins` (vCOFINS).',
          },
          {
            key: 'installments',
            type: 'List',
            description:
              'The duplicatas of cobr: `number` (nDup), `dueDate` (dVenc), `value` (vDup); empty for a cash sale.',
          },
          authorization,
        ],
      },
    ],
    errors: [fileNotFound, invalidXml, wrongDocument, invalidAccessKey, notAuthorized],
  },
  {
    id: 'xml.readNFSe',
    minClient: '4.0',
    title: 'Read NFS-e',
    summary:
      'Reads a service invoice (NFS-e) XML in the national layout or a supported municipal layout and returns its main fields as an Object.',
    inputs: [
      file('C:\\Tucano\\NFSe\\nfse-0815-consultoria.xml'),
      {
        key: 'layout',
        label: 'Layout',
        type: 'Text',
        required: false,
        default: 'auto',
        values: ['auto', 'nacional', 'abrasf', 'saoPaulo'],
        description:
          'The XML layout: the national NFS-e standard, the ABRASF layout most municipalities use, or the São Paulo city layout. auto recognizes it from the file.',
      },
    ],
    outputs: [
      {
        name: 'nfse',
        type: 'Object',
        description: 'The main fields of the NFS-e, with the same names whatever the layout.',
        fields: [
          {key: 'number', type: 'Text', description: 'The NFS-e number.'},
          {
            key: 'verificationCode',
            type: 'Text',
            description: 'The código de verificação used to check the note on the municipality site.',
          },
          {
            key: 'accessKey',
            type: 'Text',
            description: 'The 50-digit access key of the national layout; empty for municipal layouts.',
          },
          {key: 'issueDate', type: 'Date', description: 'Date and time of issue.'},
          {key: 'competence', type: 'Date', description: 'The competência: the month the service refers to.'},
          {
            key: 'provider',
            type: 'Object',
            description:
              'The prestador: `cnpj` (or `cpf`), `name`, `municipalRegistration` (inscrição municipal), `city`.',
          },
          {key: 'taker', type: 'Object', description: 'The tomador: `cnpj` or `cpf`, `name`, `email`, `city`.'},
          {
            key: 'serviceDescription',
            type: 'Text',
            description: 'The discriminação dos serviços, as written by the provider.',
          },
          {
            key: 'serviceCode',
            type: 'Text',
            description: 'The service item of the LC 116/2003 list (or the national tax code), such as `17.01`.',
          },
          {key: 'servicesValue', type: 'Number', description: 'The valor dos serviços.'},
          {key: 'issRate', type: 'Number', description: 'The ISS rate, as a percentage such as `5`.'},
          {key: 'issValue', type: 'Number', description: 'The ISS amount.'},
          {key: 'issWithheld', type: 'Boolean', description: 'Whether the ISS is withheld by the taker (ISS retido).'},
          {
            key: 'withheldTaxes',
            type: 'Object',
            description: 'Federal withholdings: `pis`, `cofins`, `inss`, `ir`, `csll`; 0 when not withheld.',
          },
          {key: 'netValue', type: 'Number', description: 'The valor líquido: what the taker pays after withholdings.'},
        ],
      },
    ],
    errors: [
      fileNotFound,
      invalidXml,
      wrongDocument,
      {
        code: 'XML_LAYOUT_NOT_SUPPORTED',
        message: 'The NFS-e layout of [file] is not supported.',
        when: 'The municipality uses its own layout, which is neither the national standard, ABRASF nor São Paulo.',
        fix: 'Read the fields you need with Get fields and XPath, or convert the whole file with Get JSON from XML.',
      },
    ],
  },
  {
    id: 'xml.readCTe',
    minClient: '4.0',
    title: 'Read CT-e',
    summary:
      'Reads a transport document (CT-e) XML file and returns its main fields, parties, route, values and referenced NF-e as an Object.',
    inputs: [
      file('C:\\Tucano\\CTe\\35240498765432000198570010000018731009781734-cte.xml'),
      validateAccessKey,
      requireAuthorization,
    ],
    outputs: [
      {
        name: 'cte',
        type: 'Object',
        description: 'The main fields of the CT-e.',
        fields: [
          {
            key: 'accessKey',
            type: 'Text',
            description: 'The 44-digit chave de acesso (Id of infCte without the `CTe` prefix).',
          },
          {key: 'series', type: 'Text', description: 'The series (serie).'},
          {key: 'number', type: 'Text', description: 'The CT-e number (nCT).'},
          {key: 'issueDate', type: 'Date', description: 'Date and time of issue (dhEmi).'},
          {key: 'cfop', type: 'Text', description: 'The CFOP of the transport service, such as `5353`.'},
          {
            key: 'modal',
            type: 'Text',
            description:
              'The transport mode (modal): `01` road, `02` air, `03` waterway, `04` rail, `05` pipeline, `06` multimodal.',
          },
          {
            key: 'issuer',
            type: 'Object',
            description: 'The carrier (emit): `cnpj`, `name`, `stateRegistration`, `state`.',
          },
          {
            key: 'sender',
            type: 'Object',
            description: 'The remetente (rem): `cnpj` or `cpf`, `name`, `city`, `state`.',
          },
          {
            key: 'recipient',
            type: 'Object',
            description: 'The destinatário (dest): `cnpj` or `cpf`, `name`, `city`, `state`.',
          },
          {
            key: 'taker',
            type: 'Object',
            description:
              'The tomador who pays the freight: `role` (sender, shipper, receiver, recipient or other), `cnpj` or `cpf`, `name`.',
          },
          {
            key: 'origin',
            type: 'Object',
            description: 'Where the service starts: `city` (xMunIni), `cityCode` (IBGE), `state` (UFIni).',
          },
          {
            key: 'destination',
            type: 'Object',
            description: 'Where the service ends: `city` (xMunFim), `cityCode` (IBGE), `state` (UFFim).',
          },
          {key: 'serviceValue', type: 'Number', description: 'The valor total da prestação (vTPrest).'},
          {key: 'receivableValue', type: 'Number', description: 'The amount to receive (vRec).'},
          {key: 'icmsValue', type: 'Number', description: 'The ICMS on the service (vICMS); 0 when exempt.'},
          {key: 'cargoValue', type: 'Number', description: 'The value of the goods carried (vCarga).'},
          {
            key: 'nfeKeys',
            type: 'List',
            description: 'The access keys of the NF-e carried (infNFe/chave), to match freight with purchase invoices.',
          },
          authorization,
        ],
      },
    ],
    errors: [fileNotFound, invalidXml, wrongDocument, invalidAccessKey, notAuthorized],
  },
  {
    id: 'xml.getFields',
    minClient: '4.0',
    title: 'Get fields',
    summary:
      'Reads the values that XPath expressions select in an XML file and returns them as an Object, one field per expression.',
    inputs: [
      file('C:\\Tucano\\NFe\\Recebidas\\35240412345678000195550010000045121107474395-nfe.xml'),
      {
        key: 'fields',
        label: 'Fields',
        type: 'Object',
        required: true,
        description: 'The XPath expression of each field to read, by the name it gets in the result.',
        example: {cnpjEmitente: '//emit/CNPJ', valorTotal: '//ICMSTot/vNF', pedidoCompra: '//compra/xPed'},
      },
      {
        key: 'ignoreNamespaces',
        label: 'Ignore namespaces',
        type: 'Boolean',
        required: false,
        default: true,
        description:
          'Match element names without their namespace, so `//emit/CNPJ` works in fiscal documents, whose elements are in the `http://www.portalfiscal.inf.br/nfe` namespace.',
      },
      {
        key: 'allMatches',
        label: 'Return all matches',
        type: 'Boolean',
        required: false,
        default: false,
        description: 'Return a List of every match for each field; off returns the first match as Text.',
      },
    ],
    outputs: [
      {
        name: 'xmlFields',
        type: 'Object',
        description:
          'One field per expression, by name: the text of the first match (or a List with Return all matches on), empty when nothing matches.',
      },
    ],
    errors: [
      fileNotFound,
      invalidXml,
      {
        code: 'XML_INVALID_XPATH',
        message: 'XPath [xpath] of field [field] is not valid: [reason].',
        when: 'The expression has a syntax error, such as an unclosed bracket, or uses a namespace prefix while Ignore namespaces is on.',
        fix: 'Test the expression in an XPath tester against the same file, and write it without prefixes (`//emit/CNPJ`).',
      },
    ],
  },
  {
    id: 'xml.getJSONFromXML',
    minClient: '4.0',
    title: 'Get JSON from XML',
    summary: 'Converts a whole XML file into an Object, so later steps read any element as `{{json.path.to.element}}`.',
    inputs: [
      file('C:\\Tucano\\Retornos\\consulta-cadastro-sefaz.xml'),
      {
        key: 'attributePrefix',
        label: 'Attribute prefix',
        type: 'Text',
        required: false,
        default: '@',
        description:
          'What attribute names start with in the result, to tell them from child elements: `Id` of infNFe becomes `@Id`.',
      },
      {
        key: 'ignoreNamespaces',
        label: 'Ignore namespaces',
        type: 'Boolean',
        required: false,
        default: true,
        description: 'Drop namespace prefixes and declarations from the names in the result.',
      },
      {
        key: 'alwaysList',
        label: 'Always a List',
        type: 'List',
        required: false,
        description:
          'Element names that always become a List, even when the file has one of them, such as `["det", "dup"]`; keeps loops working on one-item documents.',
      },
      {
        key: 'parseValues',
        label: 'Convert numbers and booleans',
        type: 'Boolean',
        required: false,
        default: false,
        description:
          'Turn values such as `1500.00` and `true` into Numbers and Booleans. Off keeps every value as Text, which preserves leading zeros in CNPJs, CEPs and codes.',
      },
    ],
    outputs: [
      {
        name: 'json',
        type: 'Object',
        description:
          'The XML as an Object: elements as fields, repeated elements as Lists, attributes with the prefix and element text under `#text` when the element also has attributes.',
      },
    ],
    errors: [fileNotFound, invalidXml],
  },
]);
