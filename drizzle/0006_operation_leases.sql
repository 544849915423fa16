CREATE TABLE "operation_leases" (
	"key" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
