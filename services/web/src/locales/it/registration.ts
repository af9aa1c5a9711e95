// The registration page (§2 /auth/register, §4 login result "redirect"): a person
// signed in whom the supplier does not know yet proves to be a customer and confirms contacts.
const registration = {
  registration: {
    title: 'Registrazione',
    intro:
      'Hai effettuato l’accesso come {{email}}, ma questo account non è ancora collegato a un cliente. Collegalo in due passi con i dati della tua bolletta.',
    introNoEmail:
      'Questo account non è ancora collegato a un cliente. Collegalo in due passi con i dati della tua bolletta.',
    step: 'Passo {{step}} di 2',
    identify: {
      heading: 'Chi sei',
      text: 'Trovi il codice cliente in alto a destra nella prima pagina della bolletta.',
      customerCode: 'Codice cliente',
      customerCodeHint: 'Solo cifre, ad esempio 600001.',
      taxCode: 'Codice fiscale',
      taxCodeHint:
        'Il codice fiscale dell’intestatario della fornitura, ad esempio RSSMRA80A01H501U.',
      submit: 'Continua',
      checking: 'Verifica in corso…',
    },
    contacts: {
      heading: 'I tuoi recapiti',
      found:
        'Abbiamo trovato il cliente {{name}}, {{address}}, {{place}} (codice cliente {{code}}).',
      onRecord: 'Recapiti che abbiamo: {{contacts}}. Conferma quelli a cui vuoi essere contattato.',
      none: 'nessuno',
      email: 'E-mail',
      emailHint: 'Ti scriviamo qui quando l’accesso è attivo, ad esempio nome@esempio.it.',
      phone: 'Telefono',
      mobile: 'Cellulare',
      phoneHint: 'Solo cifre e spazi, con + davanti per un numero estero.',
      submit: 'Conferma la registrazione',
      sending: 'Invio in corso…',
    },
    done: {
      heading: 'Registrazione ricevuta',
      number: 'Numero di registrazione',
      email: 'Ti scriveremo a',
      activationBy: 'Accesso attivo entro il',
      next: 'Cosa succede ora',
      steps: {
        s1: 'Verifichiamo i dati e colleghiamo il tuo account al cliente entro due giorni lavorativi.',
        s2: 'Ti scriviamo all’indirizzo indicato quando l’accesso è attivo.',
        s3: 'Poi accedi al portale con le stesse credenziali e trovi bollette e forniture.',
      },
      logout: 'Esci',
    },
    summary: 'Correggi questi dati',
    errors: {
      customerCode: {
        required: 'Inserisci il codice cliente.',
        format: 'Il codice cliente contiene solo cifre (al massimo 12).',
      },
      taxCode: {
        required: 'Inserisci il codice fiscale.',
        format: 'Il codice fiscale ha 16 caratteri (lettere e cifre) o 11 cifre.',
        checkCharacter: 'Il codice fiscale non è valido: controlla di averlo scritto bene.',
      },
      email: {
        required: 'Inserisci l’indirizzo e-mail.',
        invalid: 'Inserisci un indirizzo e-mail valido, ad esempio nome@esempio.it.',
        tooLong: 'L’indirizzo e-mail può avere al massimo 254 caratteri.',
      },
      phone: {
        required: 'Inserisci il numero di telefono.',
        invalid: 'Il telefono può contenere solo cifre e spazi (da 6 a 20), con + davanti.',
        tooLong: 'Il telefono può avere al massimo 20 caratteri.',
      },
      mobile: {
        required: 'Inserisci il numero di cellulare.',
        invalid: 'Il cellulare può contenere solo cifre e spazi (da 6 a 20), con + davanti.',
        tooLong: 'Il cellulare può avere al massimo 20 caratteri.',
      },
      notMatched:
        'Il codice cliente e il codice fiscale non corrispondono a un nostro cliente. Controllali sulla bolletta e riprova.',
      tooManyAttempts_one:
        'Troppi tentativi non riusciti. Per sicurezza puoi riprovare tra {{count}} minuto.',
      tooManyAttempts_other:
        'Troppi tentativi non riusciti. Per sicurezza puoi riprovare tra {{count}} minuti.',
      expired:
        'La registrazione è scaduta o non è stata avviata da un accesso. Accedi di nuovo per registrarti.',
      signIn: 'Accedi di nuovo',
      failed: 'La richiesta non è andata a buon fine.',
    },
  },
};

export type RegistrationMessages = typeof registration;
export default registration;
