CREATE TABLE "registration_stage_counts" (
	"track" text NOT NULL,
	"step" text NOT NULL,
	"status" text NOT NULL,
	"accounts" integer NOT NULL,
	CONSTRAINT "registration_stage_counts_pkey" PRIMARY KEY("track","step","status")
);
