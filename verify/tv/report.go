package tv

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/lowerc/lowerc/semantics"
)

// Reports are the results of one validate run, one per case.
type Reports []*Report

// Refines reports whether every case refines its model.
func (rs Reports) Refines() bool {
	for _, r := range rs {
		if !r.Refines() {
			return false
		}
	}
	return true
}

func (r *Report) method() string {
	if r.Method == "exhaustive" {
		return "exhaustive"
	}
	return fmt.Sprintf("grid+random, %d random, seed %#x", r.Random, r.Seed)
}

func (r *Report) typeText() string {
	if r.Lanes > 1 {
		return fmt.Sprintf("%s (per lane, %s)", r.Type, r.Lane)
	}
	return r.Type.String()
}

func (w *Witness) inputs(t semantics.Type) string {
	s := make([]string, len(w.In))
	for i, x := range w.In {
		s[i] = semantics.FormatBits(t, x)
	}
	return "(" + strings.Join(s, ", ") + ")"
}

func (w *Witness) lane(lanes int) string {
	if lanes > 1 {
		return fmt.Sprintf("lane %d ", w.Lane)
	}
	return ""
}

// WriteText writes the reports as plain text, one block per case.
func (rs Reports) WriteText(w io.Writer) error {
	var b strings.Builder
	for i, r := range rs {
		if i > 0 {
			b.WriteByte('\n')
		}
		fmt.Fprintf(&b, "%s: %s\n", r.Where, r.Func)
		fmt.Fprintf(&b, "  model       %s\n", r.Model)
		fmt.Fprintf(&b, "  type        %s, %d inputs\n", r.typeText(), r.Arity)
		fmt.Fprintf(&b, "  inputs      %s\n", r.method())
		fmt.Fprintf(&b, "  pairs       %d\n", r.Pairs)
		fmt.Fprintf(&b, "  violations  %d\n", r.Violations)
		for _, x := range r.Witnesses {
			fmt.Fprintf(&b, "  witness     %s%s → %s; allowed %s\n", x.lane(r.Lanes), x.inputs(r.Lane),
				semantics.FormatBits(r.Lane, x.Got), x.Allowed.String(r.Lane))
		}
		if r.Refines() {
			b.WriteString("  refines     yes\n")
		} else {
			b.WriteString("  refines     no\n")
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

type jsonWitness struct {
	Lane    int      `json:"lane"`
	Inputs  []string `json:"inputs"`
	Result  string   `json:"result"`
	Allowed string   `json:"allowed"`
}

type jsonReport struct {
	Where      string        `json:"where"`
	Func       string        `json:"code"`
	Model      string        `json:"model"`
	Type       string        `json:"type"`
	Lane       string        `json:"lane_type"`
	Arity      int           `json:"inputs"`
	Method     string        `json:"method"`
	Random     int           `json:"random"`
	Seed       string        `json:"seed"`
	Pairs      uint64        `json:"pairs"`
	Violations uint64        `json:"violations"`
	Refines    bool          `json:"refines"`
	Witnesses  []jsonWitness `json:"witnesses"`
}

// WriteJSON writes the reports as a JSON array (fixed key order).
func (rs Reports) WriteJSON(w io.Writer) error {
	out := make([]jsonReport, 0, len(rs))
	for _, r := range rs {
		j := jsonReport{Where: r.Where, Func: r.Func, Model: r.Model, Type: r.Type.String(), Lane: r.Lane.String(),
			Arity: r.Arity, Method: r.Method, Random: r.Random, Seed: fmt.Sprintf("%#x", r.Seed),
			Pairs: r.Pairs, Violations: r.Violations, Refines: r.Refines(), Witnesses: []jsonWitness{}}
		for _, x := range r.Witnesses {
			jw := jsonWitness{Lane: x.Lane, Result: semantics.FormatBits(r.Lane, x.Got), Allowed: x.Allowed.String(r.Lane)}
			for _, v := range x.In {
				jw.Inputs = append(jw.Inputs, semantics.FormatBits(r.Lane, v))
			}
			j.Witnesses = append(j.Witnesses, jw)
		}
		out = append(out, j)
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

// WriteMarkdown writes the reports as one Markdown table and the witnesses.
func (rs Reports) WriteMarkdown(w io.Writer) error {
	var b strings.Builder
	b.WriteString("| where | code | model | type | inputs | pairs | violations | refines |\n")
	b.WriteString("|---|---|---|---|---|---:|---:|---|\n")
	for _, r := range rs {
		ok := "yes"
		if !r.Refines() {
			ok = "no"
		}
		fmt.Fprintf(&b, "| %s | `%s` | `%s` | %s | %s | %d | %d | %s |\n", mdEscape(r.Where), mdEscape(r.Func), r.Model,
			r.typeText(), r.method(), r.Pairs, r.Violations, ok)
	}
	for _, r := range rs {
		if len(r.Witnesses) == 0 {
			continue
		}
		fmt.Fprintf(&b, "\nWitnesses for %s (`%s`):\n\n", mdEscape(r.Where), mdEscape(r.Func))
		for _, x := range r.Witnesses {
			fmt.Fprintf(&b, "- %s`%s` → `%s`; allowed `%s`\n", x.lane(r.Lanes), x.inputs(r.Lane),
				semantics.FormatBits(r.Lane, x.Got), x.Allowed.String(r.Lane))
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func mdEscape(s string) string { return strings.ReplaceAll(s, "|", `\|`) }
