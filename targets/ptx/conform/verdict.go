package conform

import (
	"fmt"
	"strings"

	"github.com/lowerc/lowerc/semantics"
)

// A Verdict answers one open question of issue 15 from the results.
type Verdict struct {
	Question string `json:"question"`
	// Status is "agrees" (the results agree with the models' default
	// reading), "disagrees" (they refute it: the default should change,
	// keeping the old reading as a named alternative) or "open" (no result
	// bears on the question).
	Status string `json:"status"`
	Answer string `json:"answer"`
}

// evidence collects, from grid and fallback kernels, the results that bear
// on the open questions.
type evidence struct {
	// canonical NaN: NaN results of native f16/bf16 forms
	nanResults, nanCanon uint64
	nanOther             string
	// ±0 ties of native half forms: pairs where the two readings differ
	tiePairs, tieOrdered, tieLiteral uint64
	tieWitness, tieBad               string // the first such pair; the first that zero=ordered does not allow
	// f64, both inputs NaN
	f64Pairs, f64A, f64B, f64Same, f64Other uint64
	f64Witness                              string
	// fallbacks, both inputs NaN
	fbPairs, fbCanon uint64
	fbOther          map[string]uint64
	fbKernels        []string
}

// literal returns the zero=literal reading of a half form's model.
func literal(k *Kernel) *semantics.Model {
	m, err := semantics.Lookup(k.Form.Model.Name() + ":zero=literal")
	if err != nil {
		return nil
	}
	return m
}

func (e *evidence) note(k *Kernel, a, b, c, got uint64) {
	lane := k.Type.Lane()
	switch {
	case k.Kind == KindFallback:
		e.noteFallback(k, a, b, got)
	case k.Kind == KindGrid && (lane == semantics.F16 || lane == semantics.BF16):
		lit := literal(k)
		for l := range k.Type.Lanes() {
			sh := uint(16 * l)
			x, y, g := a>>sh&0xffff, b>>sh&0xffff, got>>sh&0xffff
			if semantics.IsNaN(lane, g) {
				e.nanResults++
				if g == semantics.CanonicalNaN(lane, semantics.CUDA) {
					e.nanCanon++
				} else if e.nanOther == "" {
					e.nanOther = fmt.Sprintf("%s(%s, %s) = %s", k.Name, semantics.FormatBits(lane, x), semantics.FormatBits(lane, y), semantics.FormatBits(lane, g))
				}
			}
			if lit == nil {
				continue
			}
			ro, _ := k.Model.Eval(lane, x, y, 0)
			rl, _ := lit.Eval(lane, x, y, 0)
			if ro.Equal(lane, rl) {
				continue
			}
			e.tiePairs++
			okO, okL := ro.Allows(lane, g), rl.Allows(lane, g)
			if okO {
				e.tieOrdered++
			}
			if okL {
				e.tieLiteral++
			}
			w := fmt.Sprintf("%s(%s, %s) = %s", k.Name, semantics.FormatBits(lane, x), semantics.FormatBits(lane, y), semantics.FormatBits(lane, g))
			if e.tieWitness == "" {
				e.tieWitness = w
			}
			if !okO && e.tieBad == "" {
				e.tieBad = w
			}
		}
	case k.Kind == KindGrid && k.Type == semantics.F64:
		t := semantics.F64
		if !semantics.IsNaN(t, a) || !semantics.IsNaN(t, b) {
			return
		}
		e.f64Pairs++
		qa, qb := semantics.Quiet(t, a), semantics.Quiet(t, b)
		switch {
		case got == qa && got == qb:
			e.f64Same++
		case got == qa:
			e.f64A++
		case got == qb:
			e.f64B++
		default:
			e.f64Other++
			if e.f64Witness == "" {
				e.f64Witness = fmt.Sprintf("%s(%s, %s) = %s", k.Name, semantics.FormatBits(t, a), semantics.FormatBits(t, b), semantics.FormatBits(t, got))
			}
		}
	}
}

func (e *evidence) noteFallback(k *Kernel, a, b, got uint64) {
	t := k.Type
	if len(e.fbKernels) == 0 || e.fbKernels[len(e.fbKernels)-1] != k.Name {
		e.fbKernels = append(e.fbKernels, k.Name)
	}
	if !semantics.IsNaN(t, a) || !semantics.IsNaN(t, b) {
		return
	}
	e.fbPairs++
	if got == semantics.CanonicalNaN(t, semantics.CUDA) {
		e.fbCanon++
		return
	}
	if e.fbOther == nil {
		e.fbOther = map[string]uint64{}
	}
	e.fbOther[t.String()+" "+semantics.FormatBits(t, got)]++
}

func (e *evidence) verdicts() []Verdict {
	var out []Verdict
	v := Verdict{Question: "f16/bf16 canonical NaN is 0x7FFF (the models' CUDA canonical NaN)"}
	switch {
	case e.nanResults == 0:
		v.Status, v.Answer = "open", "no f16/bf16 form gave a NaN result (no half form ran)"
	case e.nanCanon == e.nanResults:
		v.Status, v.Answer = "agrees", fmt.Sprintf("all %d NaN results of the native f16/bf16 forms are 0x7fff", e.nanResults)
	default:
		v.Status, v.Answer = "disagrees", fmt.Sprintf("%d of %d NaN results are not 0x7fff, e.g. %s", e.nanResults-e.nanCanon, e.nanResults, e.nanOther)
	}
	out = append(out, v)

	v = Verdict{Question: "half-precision ±0 tie rule: zero=ordered (ISA Notes, +0 > −0; the default) or zero=literal (pseudocode, second operand)"}
	switch {
	case e.tiePairs == 0:
		v.Status, v.Answer = "open", "no half form ran a pair where the readings differ"
	case e.tieOrdered == e.tiePairs:
		v.Status, v.Answer = "agrees", fmt.Sprintf("zero=ordered: all %d pairs where the readings differ follow the Notes, e.g. %s", e.tiePairs, e.tieWitness)
	case e.tieLiteral == e.tiePairs:
		v.Status, v.Answer = "disagrees", fmt.Sprintf("zero=literal: all %d pairs where the readings differ return the second operand, e.g. %s", e.tiePairs, e.tieBad)
	default:
		v.Status, v.Answer = "disagrees", fmt.Sprintf("neither reading: of %d pairs where they differ, %d follow zero=ordered and %d zero=literal, e.g. %s", e.tiePairs, e.tieOrdered, e.tieLiteral, e.tieBad)
	}
	out = append(out, v)

	v = Verdict{Question: "min/max.f64 with two NaN inputs: the model allows quiet(a) or quiet(b)"}
	switch {
	case e.f64Pairs == 0:
		v.Status, v.Answer = "open", "min/max.f64 did not run"
	case e.f64Other > 0:
		v.Status, v.Answer = "disagrees", fmt.Sprintf("%d of %d two-NaN pairs give neither quiet(a) nor quiet(b), e.g. %s", e.f64Other, e.f64Pairs, e.f64Witness)
	case e.f64B == 0:
		v.Status, v.Answer = "agrees", fmt.Sprintf("quiet(a), the first operand, in all %d two-NaN pairs (%d of them have quiet(a) = quiet(b)); the model could narrow to quiet(a)", e.f64Pairs, e.f64Same)
	case e.f64A == 0:
		v.Status, v.Answer = "agrees", fmt.Sprintf("quiet(b), the second operand, in all %d two-NaN pairs (%d of them have quiet(a) = quiet(b)); the model could narrow to quiet(b)", e.f64Pairs, e.f64Same)
	default:
		v.Status, v.Answer = "agrees", fmt.Sprintf("mixed: of %d two-NaN pairs, %d give quiet(a) only, %d quiet(b) only, %d have quiet(a) = quiet(b)", e.f64Pairs, e.f64A, e.f64B, e.f64Same)
	}
	out = append(out, v)

	v = Verdict{Question: "half-precision fallbacks below sm_80 (" + FallbackArch + " lowering, through f32) with two NaN inputs"}
	switch {
	case e.fbPairs == 0:
		v.Status, v.Answer = "open", "no fallback kernel ran"
	case e.fbCanon == e.fbPairs:
		v.Status, v.Answer = "agrees", fmt.Sprintf("0x7fff, the canonical NaN, in all %d two-NaN pairs of %d fallback kernels", e.fbPairs, len(e.fbKernels))
	default:
		var others []string
		for k, n := range e.fbOther {
			others = append(others, fmt.Sprintf("%s ×%d", k, n))
		}
		sortStrings(others)
		v.Status, v.Answer = "disagrees", fmt.Sprintf("%d of %d two-NaN pairs are not 0x7fff: %s", e.fbPairs-e.fbCanon, e.fbPairs, strings.Join(others, ", "))
	}
	out = append(out, v)
	return out
}
