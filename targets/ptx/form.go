package ptx

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/semantics/modelid"
)

//go:generate go run ./internal/formgen -o forms_gen.go -models ../../semantics/modelid/ptx_gen.go

// A Version is a PTX ISA version (the .version directive).
type Version struct{ Major, Minor uint8 }

func (v Version) String() string { return fmt.Sprintf("%d.%d", v.Major, v.Minor) }

// Less reports whether v is older than w.
func (v Version) Less(w Version) bool {
	return v.Major < w.Major || v.Major == w.Major && v.Minor < w.Minor
}

// MaxVersion is the newest PTX ISA version lowerc knows (PTX ISA 9.2).
var MaxVersion = Version{9, 2}

// ParseVersion reads "7.8".
func ParseVersion(s string) (Version, error) {
	maj, min, ok := strings.Cut(s, ".")
	a, err1 := strconv.ParseUint(maj, 10, 8)
	b, err2 := strconv.ParseUint(min, 10, 8)
	if !ok || err1 != nil || err2 != nil || b > 9 {
		return Version{}, fmt.Errorf("malformed PTX ISA version %q (want MAJOR.MINOR, e.g. 7.8)", s)
	}
	v := Version{uint8(a), uint8(b)}
	if v.Less(Version{1, 0}) || MaxVersion.Less(v) {
		return Version{}, fmt.Errorf("PTX ISA version %s is outside 1.0…%s", v, MaxVersion)
	}
	return v, nil
}

// A Class groups forms for messages and tests.
type Class uint8

const (
	ClassFloat   Class = iota // min/max .f32 (two and three inputs) and .f64
	ClassHalf                 // min/max .f16, .f16x2, .bf16, .bf16x2
	ClassInt                  // integer min/max, scalar and packed, with .relu
	ClassSupport              // loads, stores, moves, conversions, address arithmetic
)

func (c Class) String() string {
	switch c {
	case ClassFloat:
		return "float"
	case ClassHalf:
		return "half"
	case ClassInt:
		return "integer"
	case ClassSupport:
		return "support"
	}
	return fmt.Sprintf("Class(%d)", uint8(c))
}

// A Form is one row of the form table: an instruction spelled with its
// modifiers in canonical order, the PTX type of its operands, its number of
// inputs, the PTX ISA version and minimum target it needs (MinSM 0: every
// target lowerc knows), the semantics model it implements (min/max forms:
// a typed identifier, which semantics.PTXRef resolves; 0 for the other
// forms) and where the facts come from.
type Form struct {
	Op     string
	Class  Class
	Type   string
	NSrc   int
	PTX    Version
	MinSM  int
	Model  modelid.PTX
	Source string
}

// A three-input form without .abs is spelled like its two-input twin; its
// model is named "ptx:max.f32:inputs=3".

// ref returns the semantics model of a min/max form (the zero Ref for the
// other forms).
func (f *Form) ref() semantics.Ref { return semantics.PTXRef(f.Model) }

// Forms returns the whole table. The slice must not be modified.
func Forms() []Form { return forms[:] }

// MinMax reports whether the form is a min or max instruction.
func (f *Form) MinMax() bool { return f.Class != ClassSupport }

// Describe names the form as messages do: "max.f32 with three inputs" for a
// three-input form, else the spelling.
func (f *Form) Describe() string {
	if f.MinMax() && f.NSrc == 3 {
		return f.Op + " with three inputs"
	}
	return f.Op
}

// Needs says what the form needs: "sm_100 and PTX ISA 8.8", or "PTX ISA 1.0".
func (f *Form) Needs() string {
	if f.MinSM == 0 {
		return "PTX ISA " + f.PTX.String()
	}
	return fmt.Sprintf("sm_%d and PTX ISA %s", f.MinSM, f.PTX)
}

type formKey struct {
	op   string
	nsrc int
}

var formIndex = func() map[formKey]*Form {
	m := make(map[formKey]*Form, len(forms))
	for i := range forms {
		f := &forms[i]
		m[formKey{f.Op, f.NSrc}] = f
	}
	return m
}()

// Lookup returns the form spelled op (canonical order) with nsrc inputs.
func Lookup(op string, nsrc int) *Form { return formIndex[formKey{op, nsrc}] }

// Canonical rewrites a min/max spelling with its modifiers in canonical
// order, min|max{.NaN}{.ftz}{.xorsign.abs|.abs}{.relu}.type, as LLVM prints
// them and package semantics names its models (modelid.SpellPTX, the one
// place that order is coded; ptxas accepts any order, docs/reference/ptx.md §1.1).
// It returns an error for a spelling that is not min/max, repeats a
// modifier or has an unknown one.
func Canonical(op string) (string, error) {
	parts := strings.Split(op, ".")
	if len(parts) < 2 || (parts[0] != "min" && parts[0] != "max") {
		return "", fmt.Errorf("%q is not a PTX min or max form (want min|max{.modifiers}.type, e.g. max.NaN.f32)", op)
	}
	typ := parts[len(parts)-1]
	var mods modelid.PTXMods
	for _, m := range parts[1 : len(parts)-1] {
		bit, ok := modelid.ParsePTXMod(m)
		if !ok {
			return "", fmt.Errorf("%q has an unknown modifier .%s (PTX min/max modifiers: .ftz, .NaN, .xorsign.abs, .abs, .relu)", op, m)
		}
		if mods&bit != 0 {
			return "", fmt.Errorf("%q repeats the modifier .%s", op, m)
		}
		mods |= bit
	}
	return modelid.SpellPTX(parts[0], mods, typ), nil
}

// inputCounts lists the input counts (2, 3) the min/max spelling op takes,
// for messages.
func inputCounts(op string) []int {
	var ns []int
	for _, n := range []int{2, 3} {
		if Lookup(op, n) != nil {
			ns = append(ns, n)
		}
	}
	return ns
}

// nearForms returns up to n min/max spellings of the same op and type, for a
// hint after an unknown spelling.
func nearForms(op string, n int) []string {
	parts := strings.Split(op, ".")
	typ := parts[len(parts)-1]
	set := map[string]bool{}
	for i := range forms {
		f := &forms[i]
		if f.MinMax() && f.Type == typ && strings.HasPrefix(f.Op, parts[0]+".") {
			set[f.Op] = true
		}
	}
	out := make([]string, 0, len(set))
	for s := range set {
		out = append(out, s)
	}
	sort.Strings(out)
	if len(out) > n {
		out = out[:n]
	}
	return out
}
