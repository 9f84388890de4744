import { detectTextLanguage, detectTextsLanguage } from './text-language';

describe('detectTextLanguage', () => {
  it('tells a Spanish review', () => {
    expect(
      detectTextLanguage(
        'Después del accidente no sabía qué hacer. La abogada me explicó todo con mucha paciencia, ' +
          'me llamaba cada semana y al final el seguro pagó más de lo que esperaba. Muy recomendados.',
      ),
    ).toBe('es');
  });

  it('tells an English review', () => {
    expect(
      detectTextLanguage(
        'After the crash I had no idea what to do. The team explained everything to me, called ' +
          'every week and the insurance paid more than I expected. I would recommend them to anyone.',
      ),
    ).toBe('en');
  });

  it('answers null for short, empty, mixed or other-language text', () => {
    expect(detectTextLanguage('Great service, thank you!')).toBeNull();
    expect(detectTextLanguage('Excelente servicio, gracias')).toBeNull();
    expect(detectTextLanguage('')).toBeNull();
    expect(detectTextLanguage(null)).toBeNull();
    expect(
      detectTextLanguage(
        'The lawyer was great and the staff was kind. El abogado fue muy amable y la oficina es limpia.',
      ),
    ).toBeNull();
    expect(
      detectTextLanguage(
        "L'avocat nous a aidés après l'accident, toujours disponible, très professionnel, merci beaucoup.",
      ),
    ).toBeNull();
  });

  it('is deterministic and ignores case and punctuation', () => {
    const text =
      'EL TALLER ARREGLÓ MI CARRO EN UNA SEMANA, Y LA DUEÑA NOS TRATÓ MUY BIEN. ¡PERO QUÉ RAPIDEZ!';
    expect(detectTextLanguage(text)).toBe('es');
    expect(detectTextLanguage(text)).toBe(detectTextLanguage(text.toLowerCase()));
  });

  it('judges a title and a body together', () => {
    expect(
      detectTextsLanguage(
        'Qué hacer después de un choque',
        'Llame a la policía y a su seguro, tome fotos de los daños y pida ayuda médica.',
      ),
    ).toBe('es');
  });
});
