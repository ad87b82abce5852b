package ir

import "github.com/lowerc/lowerc/internal/diag"

// An Error is a diagnostic at a position: lowerc's one diagnostics type,
// [diag.Diagnostic]. Rule names the verifier rule that was broken ("" for
// syntax errors); Severity is error unless the parser warns.
type Error = diag.Diagnostic

// An ErrorList is a list of diagnostics, modelled on go/scanner.ErrorList
// ([diag.List]). Its Err is nil when it holds only warnings.
type ErrorList = diag.List
