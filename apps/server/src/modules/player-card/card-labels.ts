import type { Locale, Skill } from '@touchline/core';

/**
 * Texts printed on the player card PDF. Skill names must equal the web app's
 * `skills` namespace (a unit test compares them); field labels are the
 * PDF's own.
 */
export type CardLabels = {
  fields: Record<FieldLabel, string>;
  skills: Record<Skill, string>;
};

export type FieldLabel =
  | 'birthday'
  | 'age'
  | 'club'
  | 'noClub'
  | 'position'
  | 'sidePositions'
  | 'backNumber'
  | 'nationality'
  | 'height'
  | 'foot'
  | 'value'
  | 'targetLeague'
  | 'watchlist'
  | 'ratings'
  | 'globalAverage'
  | 'skills'
  | 'noRatings'
  | 'qrVideo'
  | 'qrCard'
  | 'right'
  | 'left'
  | 'both'
  | 'yes'
  | 'no'
  | 'generated';

export const CARD_LABELS: Record<Locale, CardLabels> = {
  en: {
    fields: {
      birthday: 'Birthday',
      age: 'Age',
      club: 'Club',
      noClub: 'No club',
      position: 'Position',
      sidePositions: 'Side positions',
      backNumber: 'Back number',
      nationality: 'Nationality',
      height: 'Height',
      foot: 'Foot',
      value: 'Market value',
      targetLeague: 'Target league',
      watchlist: 'On the watchlist',
      ratings: 'Ratings',
      globalAverage: 'Global rating (average)',
      skills: 'Skill averages',
      noRatings: 'No ratings yet',
      qrVideo: 'Video',
      qrCard: 'Player card',
      right: 'right',
      left: 'left',
      both: 'both',
      yes: 'yes',
      no: 'no',
      generated: 'Created',
    },
    skills: {
      agility: 'Agility',
      speed: 'Speed',
      technique: 'Technique',
      overview: 'Overview',
      chemistry: 'Chemistry',
      passing: 'Passing',
      shooting: 'Shooting',
      dribbling: 'Dribbling',
      defending: 'Defending',
      tackling: 'Tackling',
      positioning: 'Positioning',
      strength: 'Strength',
      stamina: 'Stamina',
      heading: 'Heading',
      crossing: 'Crossing',
      vision: 'Vision',
      ballControl: 'Ball control',
      composure: 'Composure',
      setPieces: 'Set pieces',
      leadership: 'Leadership',
      teamwork: 'Teamwork',
    },
  },
  de: {
    fields: {
      birthday: 'Geburtstag',
      age: 'Alter',
      club: 'Verein',
      noClub: 'Kein Verein',
      position: 'Position',
      sidePositions: 'Nebenpositionen',
      backNumber: 'Rückennummer',
      nationality: 'Nationalität',
      height: 'Größe',
      foot: 'Fuß',
      value: 'Marktwert',
      targetLeague: 'Zielliga',
      watchlist: 'Auf der Beobachtungsliste',
      ratings: 'Bewertungen',
      globalAverage: 'Gesamtbewertung (Durchschnitt)',
      skills: 'Durchschnitt je Fähigkeit',
      noRatings: 'Noch keine Bewertungen',
      qrVideo: 'Video',
      qrCard: 'Spielerkarte',
      right: 'rechts',
      left: 'links',
      both: 'beidfüßig',
      yes: 'ja',
      no: 'nein',
      generated: 'Erstellt',
    },
    skills: {
      agility: 'Beweglichkeit',
      speed: 'Schnelligkeit',
      technique: 'Technik',
      overview: 'Spielübersicht',
      chemistry: 'Harmonie',
      passing: 'Passspiel',
      shooting: 'Torabschluss',
      dribbling: 'Dribbling',
      defending: 'Defensivverhalten',
      tackling: 'Tackling',
      positioning: 'Stellungsspiel',
      strength: 'Kraft',
      stamina: 'Ausdauer',
      heading: 'Kopfballspiel',
      crossing: 'Flanken',
      vision: 'Kreativität',
      ballControl: 'Ballkontrolle',
      composure: 'Nervenstärke',
      setPieces: 'Standardsituationen',
      leadership: 'Führungsqualität',
      teamwork: 'Teamfähigkeit',
    },
  },
  fr: {
    fields: {
      birthday: 'Date de naissance',
      age: 'Âge',
      club: 'Club',
      noClub: 'Sans club',
      position: 'Poste',
      sidePositions: 'Postes secondaires',
      backNumber: 'Numéro',
      nationality: 'Nationalité',
      height: 'Taille',
      foot: 'Pied',
      value: 'Valeur marchande',
      targetLeague: 'Championnat visé',
      watchlist: 'Sur la liste de suivi',
      ratings: 'Évaluations',
      globalAverage: 'Note globale (moyenne)',
      skills: 'Moyennes par compétence',
      noRatings: "Pas encore d'évaluation",
      qrVideo: 'Vidéo',
      qrCard: 'Fiche joueur',
      right: 'droit',
      left: 'gauche',
      both: 'les deux',
      yes: 'oui',
      no: 'non',
      generated: 'Créé le',
    },
    skills: {
      agility: 'Agilité',
      speed: 'Vitesse',
      technique: 'Technique',
      overview: 'Lecture du jeu',
      chemistry: 'Complicité',
      passing: 'Passes',
      shooting: 'Frappe',
      dribbling: 'Dribble',
      defending: 'Jeu défensif',
      tackling: 'Tacle',
      positioning: 'Placement',
      strength: 'Puissance',
      stamina: 'Endurance',
      heading: 'Jeu de tête',
      crossing: 'Centres',
      vision: 'Vision du jeu',
      ballControl: 'Contrôle du ballon',
      composure: 'Sang-froid',
      setPieces: 'Coups de pied arrêtés',
      leadership: 'Leadership',
      teamwork: "Esprit d'équipe",
    },
  },
  es: {
    fields: {
      birthday: 'Fecha de nacimiento',
      age: 'Edad',
      club: 'Club',
      noClub: 'Sin club',
      position: 'Posición',
      sidePositions: 'Posiciones secundarias',
      backNumber: 'Dorsal',
      nationality: 'Nacionalidad',
      height: 'Altura',
      foot: 'Pie',
      value: 'Valor de mercado',
      targetLeague: 'Liga objetivo',
      watchlist: 'En la lista de seguimiento',
      ratings: 'Valoraciones',
      globalAverage: 'Valoración global (media)',
      skills: 'Media por habilidad',
      noRatings: 'Aún sin valoraciones',
      qrVideo: 'Vídeo',
      qrCard: 'Ficha del jugador',
      right: 'derecho',
      left: 'izquierdo',
      both: 'ambos',
      yes: 'sí',
      no: 'no',
      generated: 'Creado',
    },
    skills: {
      agility: 'Agilidad',
      speed: 'Velocidad',
      technique: 'Técnica',
      overview: 'Lectura de juego',
      chemistry: 'Química',
      passing: 'Pase',
      shooting: 'Disparo',
      dribbling: 'Regate',
      defending: 'Defensa',
      tackling: 'Entrada',
      positioning: 'Colocación',
      strength: 'Fuerza',
      stamina: 'Resistencia',
      heading: 'Juego aéreo',
      crossing: 'Centros',
      vision: 'Visión de juego',
      ballControl: 'Control del balón',
      composure: 'Serenidad',
      setPieces: 'Balón parado',
      leadership: 'Liderazgo',
      teamwork: 'Trabajo en equipo',
    },
  },
};
