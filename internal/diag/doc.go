// Package diag is lowerc's one diagnostics type: a position in a file
// ([Pos], as go/token.Position), a [Diagnostic] with a severity (error,
// warning, note) and the name of the rule it breaks, and a [List] of them
// (as go/scanner.ErrorList). Package ir, package verify and the command
// line report through it.
//
// A diagnostic prints on one line as
//
//	file:line:col: error: message [rule]
//
// and [List.Fprint] adds, as clang and llvm-mc do, the source line and a
// caret under the column. [Suggest] gives the did-you-mean hint of a
// misspelt name.
package diag
