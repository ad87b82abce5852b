package audit

import "github.com/lowerc/lowerc/semantics"

// qNaNReps are two quiet NaNs of a float lane type, of opposite signs and
// different payloads (the canonical 0x7e00-style NaN, and the negative one
// with payload 1): the values an "any quiet NaN" input is evaluated with
// where the model's results do not depend on which quiet NaN it is. That
// holds for the declared contracts (IEEE 754-2019 maximum/minimum,
// maximumNumber/minimumNumber, 754-2008 maxNum/minNum: a NaN result is
// any quiet NaN, and a quiet NaN input otherwise loses to a number), which
// TestDeclaredModelsIgnoreQNaNPayload checks over payloads and signs.
func qNaNReps(t semantics.Type) []uint64 {
	f := uint(t.FracBits())
	b := uint(t.Bits())
	exp := (uint64(1)<<(b-1-f) - 1) << f
	q := uint64(1) << (f - 1)
	return []uint64{exp | q, 1<<(b-1) | exp | q | 1}
}
