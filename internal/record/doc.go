// Package record holds the result record of one puzzle, of every board
// shape, and its encoders: the line form, the boxed form for people, JSON
// Lines and CSV.
//
// The conventions, shared by every command that prints one record per
// puzzle: a record is one line in the line form (the answer, or a line
// "# status: reason (source)" where there is none), one JSON object a line
// in json, one row under a header row in csv. An [Encoder] builds the json
// and csv records field by field in a reused buffer, escaping as
// encoding/json and encoding/csv do, so that writing a record allocates
// nothing. A [Rating] is the record of the rate command, with a
// [RatingWriter] of its own; gen builds its records with an Encoder too.
// [ParseJSON] reads a json record back: its puzzle, solution, level,
// rating and seed, as print takes them.
package record
