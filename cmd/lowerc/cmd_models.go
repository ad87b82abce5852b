package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/lowerc/lowerc/semantics"
)

func init() {
	register(&command{
		name:  "models",
		usage: "models [-format text|json] [SUBSTRING]",
		short: "list the min/max semantics models with a description and source",
		run:   runModels,
	})
}

// runModels prints one line per model: name, kind, types, description (with
// its parameters) and source, tab-separated.
func runModels(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("models", stderr)
	format := fs.String("format", "text", "output format: text (one tab-separated line per model) or json (an array of objects)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *format != "text" && *format != "json" {
		fmt.Fprintf(stderr, "lowerc models: unknown format %q (want text or json)\n", *format)
		return 2
	}
	if fs.NArg() > 1 {
		return fs.argError("want at most one substring, got %d arguments", fs.NArg())
	}
	filter := fs.Arg(0)
	var b strings.Builder
	n := 0
	list := []jsonModel{}
	for _, m := range semantics.Models() {
		if filter != "" && !strings.Contains(m.Name(), filter) {
			continue
		}
		if *format == "json" {
			list = append(list, jsonModelOf(m))
			n++
			continue
		}
		kind := "function"
		if m.IsRelation() {
			kind = "relation"
		}
		types := make([]string, 0, len(m.Types()))
		for _, t := range m.Types() {
			types = append(types, t.String())
		}
		desc := m.Description()
		if ps := m.Params(); len(ps) > 0 {
			names := make([]string, len(ps))
			for i, p := range ps {
				names[i], _, _ = strings.Cut(p, " (")
			}
			desc += " [params: " + strings.Join(names, ", ") + "]"
		}
		inputs := fmt.Sprintf("%d inputs", m.Arity())
		if m.Arity() == 1 {
			inputs = "1 input"
		}
		fmt.Fprintf(&b, "%s\t%s\t%s\t%s\t%s\tsource: %s\n", m.Name(), kind, inputs, strings.Join(types, ","), desc, m.Source())
		n++
	}
	if n == 0 {
		fmt.Fprintf(stderr, "lowerc models: no model name contains %q\n", filter)
		return 1
	}
	if *format == "json" {
		out, err := json.MarshalIndent(list, "", "  ")
		if err != nil {
			fmt.Fprintf(stderr, "lowerc models: %v\n", err)
			return 1
		}
		b.Write(out)
		b.WriteByte('\n')
	}
	io.WriteString(stdout, b.String())
	return 0
}

// jsonModel is one model in "lowerc models -format json".
type jsonModel struct {
	Name        string   `json:"name"`
	Kind        string   `json:"kind"` // "function" or "relation"
	Inputs      int      `json:"inputs"`
	Types       []string `json:"types"` // the first is the default
	Description string   `json:"description"`
	Params      []string `json:"params"` // "name=v1|v2 (default v1): doc"
	Source      string   `json:"source"`
}

func jsonModelOf(m *semantics.Model) jsonModel {
	j := jsonModel{Name: m.Name(), Kind: "function", Inputs: m.Arity(), Description: m.Description(), Source: m.Source(),
		Params: append([]string{}, m.Params()...), Types: []string{}}
	if m.IsRelation() {
		j.Kind = "relation"
	}
	for _, t := range m.Types() {
		j.Types = append(j.Types, t.String())
	}
	return j
}
