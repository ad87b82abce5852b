package audit

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

// Command is the lowerc command line that reproduces the report.
func (r *Report) Command() string {
	return fmt.Sprintf("lowerc audit -triple %s -mcpu %s -random %d -seed %#x %s", r.Triple, r.CPU, r.Random, r.Seed, r.File)
}

func hexList(xs []uint64) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = fmt.Sprintf("%#x", x)
	}
	return strings.Join(parts, ", ")
}

// WriteText prints the report for a terminal.
func (r *Report) WriteText(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "audit %s: %s -mtriple=%s -mcpu=%s; inputs: class grid + %d random, seed %#x\n", r.File, r.LLC, r.Triple, r.CPU, r.Random, r.Seed)
	for _, f := range r.Funcs {
		sig := ""
		if f.Type != "" {
			sig = fmt.Sprintf(" (%s, %d inputs", f.Type, f.Arity)
			if f.IEEE != "" {
				sig += `, "amdgpu-ieee"=` + f.IEEE
			}
			sig += ")"
		}
		if len(f.Steps) > 0 {
			fmt.Fprintf(&b, "@%s%s: kernel: %s\n", f.Name, sig, f.Verdict)
			for _, s := range f.Steps {
				switch s.Verdict {
				case Refines:
					fmt.Fprintf(&b, "    %s: refines on %d output elements\n", s.Name, s.Tried)
				case NotRefines:
					fmt.Fprintf(&b, "    %s: does not refine: %d violations in %d output elements (%s)\n", s.Name, s.Violations, s.Tried, kinds(s.Kinds))
					for _, wt := range s.Witnesses {
						fmt.Fprintf(&b, "        (%s): gives %#x; %s\n", hexList(wt.Inputs), wt.Got, wt.Allowed)
					}
				default:
					fmt.Fprintf(&b, "    %s: unsupported: %s\n", s.Name, s.Detail)
				}
			}
			continue
		}
		switch f.Verdict {
		case Refines:
			fmt.Fprintf(&b, "@%s%s: refines its IR on %d inputs\n", f.Name, sig, f.Tried)
		case NotRefines:
			fmt.Fprintf(&b, "@%s%s: does not refine its IR: %d violations in %d inputs\n", f.Name, sig, f.Violations, f.Tried)
			for _, wt := range f.Witnesses {
				fmt.Fprintf(&b, "    (%s): code gives %#x, IR allows %s\n", hexList(wt.Inputs), wt.Got, wt.Allowed)
			}
		case LLCFailed:
			fmt.Fprintf(&b, "@%s%s: llc failed: %s\n", f.Name, sig, f.Detail)
		default:
			fmt.Fprintf(&b, "@%s%s: unsupported: %s\n", f.Name, sig, f.Detail)
		}
	}
	fmt.Fprintf(&b, "%s\n", strings.Join(r.Sorted(), ", "))
	_, err := io.WriteString(w, b.String())
	return err
}

// WriteJSON prints the report as JSON (times excluded, so that the output
// is the same bytes every run).
func (r *Report) WriteJSON(w io.Writer) error {
	c := *r
	c.LLCTime, c.Time = 0, 0
	b, err := json.MarshalIndent(struct {
		*Report
		LLCTime int    `json:"llc_ns,omitempty"`
		Time    int    `json:"total_ns,omitempty"`
		Command string `json:"command"`
	}{Report: &c, Command: r.Command()}, "", "  ")
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}

// WriteMarkdown prints the report as a table.
func (r *Report) WriteMarkdown(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "Audit of `%s` with %s for %s %s (class grid + %d random, seed %#x): `%s`\n\n", r.File, r.LLC, r.Triple, r.CPU, r.Random, r.Seed, r.Command())
	b.WriteString("| function | type | amdgpu-ieee | verdict | violations | first witness / detail |\n|---|---|---|---|---|---|\n")
	for _, f := range r.Funcs {
		detail := f.Detail
		if len(f.Witnesses) > 0 {
			wt := f.Witnesses[0]
			detail = fmt.Sprintf("(%s) → %#x, allowed %s", hexList(wt.Inputs), wt.Got, wt.Allowed)
		}
		viol := ""
		if f.Verdict == Refines || f.Verdict == NotRefines {
			viol = fmt.Sprintf("%d / %d", f.Violations, f.Tried)
		}
		fmt.Fprintf(&b, "| @%s | %s | %s | %s | %s | %s |\n", f.Name, f.Type, f.IEEE, f.Verdict, viol, strings.ReplaceAll(detail, "|", "\\|"))
	}
	_, err := io.WriteString(w, b.String())
	return err
}
